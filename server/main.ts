// Entry point. React and React Router pick their production or development build from NODE_ENV
// when first loaded, so it is settled here, before anything imports them.
process.env.NODE_ENV ??= 'production';
export {};
await import('./launcher.ts');
