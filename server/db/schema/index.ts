// Every table of the console, one module per area; drizzle-kit reads this file to make migrations.
export * from './staff';
