// The deck's sharing goes through the app's one share helper (lib/share.ts).
export { copyText, shareContent } from '@/lib/share';
