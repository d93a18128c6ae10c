CREATE TABLE "upload_usage" (
	"address_hash" text NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_usage_address_hash_day_pk" PRIMARY KEY("address_hash","day")
);
