-- Each membership order's name in every language, for readers of payment history and the console; older
-- orders keep only their Korean order_name.
ALTER TABLE "orders" ADD COLUMN "local_names" jsonb;