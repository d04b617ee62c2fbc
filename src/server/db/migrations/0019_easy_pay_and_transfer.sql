-- 간편결제 and 계좌이체 (decision 094): the wallet an easy-pay order was paid with, the bank a transfer came
-- from, and the sandbox gateway's record of the wallet. Nullable: older orders are cards and virtual accounts.
ALTER TABLE "orders" ADD COLUMN "easy_pay_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_bank" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "easy_pay_provider" text;