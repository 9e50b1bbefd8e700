import type { Messages } from './vi';

export const en: Messages = {
  app: { name: 'Sen POS', tagline: 'Cashier' },
  login: {
    title: 'Cashier sign-in',
    subtitle: 'Use a staff account with sales rights',
    userName: 'User name',
    password: 'Password',
    rememberMe: 'Remember me',
    submit: 'Sign in',
  },
  home: {
    title: 'Choose a till',
    branch: 'Branch',
    cashier: 'Cashier',
    serverTime: 'Server time',
  },
  modes: {
    retail: { title: 'Retail', description: 'Sell products, services and cards at the counter' },
    serving: { title: 'Meal tickets', description: 'Issue and take payment for meal tickets' },
    room: { title: 'Rooms', description: 'Open rooms, time them and take payment' },
    restaurant: { title: 'Restaurant', description: 'Order by table, move and merge tables' },
  },
  register: {
    back: 'Back to till selection',
    cart: 'Cart',
    cartEmpty: 'The cart is empty',
    catalogueEmpty: 'The product catalogue of branch {{branch}} has nothing to sell yet.',
    total: 'Total',
  },
  account: { menu: 'Account', logout: 'Sign out', language: 'Language' },
  errors: { unknown: 'Something went wrong' },
};
