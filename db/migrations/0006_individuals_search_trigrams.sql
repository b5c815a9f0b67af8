CREATE INDEX "individuals_email_trgm_idx" ON "individuals" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "individuals_phone_trgm_idx" ON "individuals" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "individuals_nni_trgm_idx" ON "individuals" USING gin ("nni" gin_trgm_ops);