CREATE TABLE "form_rate_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"address_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_rate_limit_hits_lookup_idx" ON "form_rate_limit_hits" USING btree ("kind","address_hash","created_at");--> statement-breakpoint
CREATE INDEX "form_rate_limit_hits_created_idx" ON "form_rate_limit_hits" USING btree ("created_at");