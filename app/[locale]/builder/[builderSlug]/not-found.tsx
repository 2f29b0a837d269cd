// The same page when the builder page itself finds no builder.
export { default, metadata } from '../not-found';
