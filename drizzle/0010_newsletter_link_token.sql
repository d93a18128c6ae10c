ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
-- Subscription links were signed with this key; they are random tokens now (issue 24).
DELETE FROM "app_meta" WHERE "key" = 'newsletter_secret';