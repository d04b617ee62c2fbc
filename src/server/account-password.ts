import { emailField } from '@shared/contract/fields';
import { setPasswordByOperator } from './modules/account/account.service';
import { randomPassword } from './modules/account/password';
import { runOperatorCommand } from './operator-command';

/**
 * `npm run account:password -- <email>`: gives the account a new random password, printed once, and
 * ends its sessions. For an operator: an admin locked out, or an account production refuses to
 * start with because it still has a published demo password (main.ts). With the embedded database
 * it runs only while the server is stopped.
 */
const email = emailField.safeParse(process.argv[2] ?? '');
if (email.success) {
  runOperatorCommand(async (app) => {
    const password = randomPassword();
    if (await setPasswordByOperator(app.ctx, email.data, password)) {
      console.log(`New password of ${email.data}: ${password}`);
      console.log('It is shown only now; every session of this account has ended.');
    } else {
      console.error(`No account has the email ${email.data}.`);
      process.exitCode = 1;
    }
  });
} else {
  console.error('Usage: npm run account:password -- <email>');
  process.exitCode = 1;
}
