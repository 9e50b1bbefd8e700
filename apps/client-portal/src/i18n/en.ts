import type { Messages } from './vi';

export const en: Messages = {
  app: { name: 'Sen · Customers' },
  login: {
    title: 'Customer sign-in',
    subtitle: 'Enter your registered phone number to receive a one-time code',
    phone: 'Phone number',
    sendCode: 'Send code',
    code: 'One-time code',
    codeSent: 'A code was sent to {{phone}}; it is valid for {{minutes}} minutes.',
    demoCode: 'Demo mode (no SMS gateway configured): your code is {{code}}',
    submit: 'Sign in',
    changePhone: 'Change phone number',
    resend: 'Send again',
  },
  nav: { info: 'My details', cards: 'Card history', logout: 'Sign out', language: 'Language' },
  info: {
    title: 'My details',
    code: 'Customer code',
    name: 'Full name',
    phone: 'Phone number',
    email: 'Email',
  },
  cards: {
    title: 'Payment card history',
    empty: 'No card transactions yet',
    emptyDescription: 'Top-ups, payments and balance adjustments of your cards will show here.',
  },
  errors: { unknown: 'Something went wrong', phone: 'The phone number is not valid' },
};
