'use client';

// A failed named search shows what a failed /search shows (spec 8); nothing failed is cached.
export { default } from '@/app/[locale]/search/error';
