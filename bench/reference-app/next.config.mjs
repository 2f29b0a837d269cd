// Nothing configured: Next.js's defaults are the reference.
export default { poweredByHeader: false };
