export { DeskLoading as default } from '@/components/ops/desk-loading';
