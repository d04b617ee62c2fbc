export {
  formatCredits,
  formatDate,
  formatDateTime,
  formatKrw,
  formatMinutes,
  formatTime,
} from '@shared/format';
// Shared with the server, so the limit a form shows reads like the one in the server's 'too large' error.
export { formatBytes } from '@shared/format-bytes';
