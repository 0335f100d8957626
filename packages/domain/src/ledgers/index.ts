export * from './danger-ledger';
