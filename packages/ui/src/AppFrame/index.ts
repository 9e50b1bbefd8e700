export * from './AppFrame';
