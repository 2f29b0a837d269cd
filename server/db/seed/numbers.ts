import 'server-only';

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
