import type { CoreMessages } from './types';

/** English messages of the shell, sign-in and status screens: every key of the Vietnamese catalogue. */
export const en: CoreMessages = {
  app: {
    name: 'Sen ERP',
    loading: 'Loading…',
    navigating: 'Opening the page…',
    mainNavigation: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  common: {
    home: 'Home',
    backHome: 'Back to home',
    backToLogin: 'Back to sign-in',
    retry: 'Try again',
    close: 'Close',
    breadcrumbs: 'Breadcrumbs',
    yes: 'Yes',
    no: 'No',
    empty: '(empty)',
    hidden: '(hidden)',
    loadFailed: 'The data could not be loaded',
  },
  toast: {
    info: 'Notice',
    warning: 'Notice',
    success: 'Success',
    failure: 'Failed',
    error: 'Something went wrong',
  },
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Welcome back! Please sign in to start working.',
      userName: 'User name',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      rememberMe: 'Remember me',
      submit: 'Sign in',
      forgotPassword: 'Forgot your password?',
      noAccount: 'No account yet?',
      register: 'See how accounts are issued',
      userNameRequired: 'Please enter your user name',
      passwordRequired: 'Please enter your password',
      success: 'Signed in',
    },
    register: {
      title: 'Register',
      subtitle: 'Staff accounts are issued by the administrator',
      body: 'The application does not allow self-registration. The administrator creates staff accounts in System → Users and grants each person their branches and functions.',
      steps:
        'Ask your company administrator for a user name and password, then come back to the sign-in page.',
      haveAccount: 'Already have an account?',
    },
    forgot: {
      title: 'Forgot password',
      subtitle: 'Passwords are reset by the administrator',
      body: 'The application does not send password-reset e-mails. The administrator resets your password in System → Users.',
      userName: 'User name',
      submit: 'Show instructions',
      result:
        'No request has been sent. Contact your administrator and give the user name "{{userName}}" to have the password reset.',
    },
    reset: {
      title: 'Reset password',
      subtitle: 'Only the administrator can reset a password',
      body: 'The administrator sets a new password in System → Users → Edit user. Once you receive it, sign in and change it if asked to.',
    },
    lock: {
      title: 'Lock screen',
      subtitle: 'The screen is locked. Enter your password again to continue.',
      signedInAs: 'Signed in as {{name}}',
      unlock: 'Unlock',
      otherAccount: 'Sign in with another account',
      noUser: 'Nobody is signed in. Please sign in.',
    },
  },
  status: {
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or its address has changed.',
    },
    serverError: {
      title: 'Server error',
      description: 'The server ran into a problem handling the request. Please try again in a few minutes.',
    },
    notAuthorized: {
      title: 'Not authorised',
      description: 'Your account is not allowed to view this page.',
    },
    maintenance: {
      title: 'Under maintenance',
      description: 'The system is under maintenance. Please come back later.',
    },
    comingSoon: {
      title: 'Coming soon',
      description: 'This function is coming soon.',
    },
    blank: {
      title: 'No access',
      description: 'You do not have access to this function. Ask your administrator if you need it.',
    },
    pageError: {
      title: 'Something went wrong',
      description: 'The page could not be shown. Please reload it.',
      reload: 'Reload the page',
    },
  },
};
