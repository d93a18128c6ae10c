import { afterEach, describe, expect, it } from "vitest";
import { env, EnvError, readEnv } from "./env.server";

describe("readEnv", () => {
  it("gives the documented defaults when nothing is set", () => {
    const config = readEnv({});
    expect(config).toMatchObject({
      PORT: 3000,
      BUILD_DIR: "build",
      DATA_DIR: "data",
      MIGRATIONS_DIR: "drizzle",
      SEED_DATA_DIR: "app/db/seed-data",
      TRUST_PROXY: 0,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      MAX_RENDERS_IN_FLIGHT: 32,
      MAX_BUFFERED_BODY_BYTES: 160 * 1024 * 1024,
      UPLOAD_QUOTA_BYTES: 2 * 1024 * 1024 * 1024,
      UPLOAD_ADDRESS_DAILY_BYTES: 100 * 1024 * 1024,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HEADERS_TIMEOUT_MS: 66_000,
      REQUEST_TIMEOUT_MS: 300_000,
    });
    expect(config.SITE_URL).toBeUndefined();
    expect(config.AMAZON_AFFILIATE_TAG).toBeUndefined();
    expect(config.OPERATOR_NAME).toBeUndefined();
  });

  it("treats blank values as unset and trims the others", () => {
    const config = readEnv({ DATABASE_URL: "", OPERATOR_NAME: "  Jane Doe  ", DATA_DIR: " " });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("data");
    expect(config.OPERATOR_NAME).toBe("Jane Doe");
  });

  it("turns SITE_URL into one origin without a trailing slash", () => {
    expect(readEnv({ SITE_URL: "https://CoreRank.example/" }).SITE_URL).toBe(
      "https://corerank.example",
    );
    expect(readEnv({ SITE_URL: "http://localhost:3000" }).SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    ["SITE_URL", "corerank", /SITE_URL is not a URL/],
    ["SITE_URL", "ftp://corerank.example", /SITE_URL must start with https:\/\/ or http:\/\//],
    ["SITE_URL", "https://corerank.example/shop", /SITE_URL must be an origin only/],
    ["PORT", "eighty", /PORT must be a whole number/],
    ["PORT", "70000", /PORT must be a port up to 65535/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL must be one of/],
    ["LOG_FORMAT", "text", /LOG_FORMAT must be pretty or json/],
    ["NODE_ENV", "staging", /NODE_ENV must be development, production or test/],
    ["TRUST_PROXY", "yes", /TRUST_PROXY must be a number of proxies/],
    ["ALLOWED_HOSTS", "a.example, b/c", /ALLOWED_HOSTS holds "b\/c"/],
    ["MAX_RENDERS_IN_FLIGHT", "0", /MAX_RENDERS_IN_FLIGHT must be at least 1/],
    ["UPLOAD_QUOTA_BYTES", "1.5", /UPLOAD_QUOTA_BYTES must be a whole number of bytes/],
    ["AMAZON_AFFILIATE_TAG", "tag&x=1", /AMAZON_AFFILIATE_TAG must be an Amazon Associates tag/],
    [
      "SOCIAL_GITHUB_URL",
      "http://github.com/corerank",
      /SOCIAL_GITHUB_URL must be an https:\/\/ URL/,
    ],
    ["SOCIAL_X_URL", "x.com/corerank", /SOCIAL_X_URL must be an https:\/\/ URL/],
    ["OPERATOR_EMAIL", "not-an-address", /OPERATOR_EMAIL must be an email address/],
    ["OPERATOR_PHONE", "call me", /OPERATOR_PHONE must be a phone number/],
    [
      "KEEP_ALIVE_TIMEOUT_MS",
      "65s",
      /KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds/,
    ],
    [
      "HEADERS_TIMEOUT_MS",
      "65000",
      /HEADERS_TIMEOUT_MS must be above KEEP_ALIVE_TIMEOUT_MS \(65000 ms\)/,
    ],
    [
      "REQUEST_TIMEOUT_MS",
      "60000",
      /REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS \(66000 ms\)/,
    ],
  ])("refuses %s=%s with a message naming the variable", (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError);
    expect(() => readEnv({ [name]: value })).toThrow(message);
  });

  it("names every bad variable at once", () => {
    try {
      readEnv({ SITE_URL: "nope", PORT: "x" });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toHaveLength(2);
      expect((error as Error).message).toContain("SITE_URL is not a URL");
      expect((error as Error).message).toContain('PORT must be a whole number (PORT="x")');
    }
  });

  it("accepts the legal notice and the site's accounts", () => {
    const config = readEnv({
      OPERATOR_NAME: "Jane Doe",
      OPERATOR_ADDRESS: "Musterstraße 1 | 10115 Berlin | Germany",
      OPERATOR_EMAIL: "legal@corerank.example",
      OPERATOR_PHONE: "+49 30 1234567",
      SOCIAL_GITHUB_URL: "https://github.com/corerank",
      AMAZON_AFFILIATE_TAG: "corerank-20",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      OPERATOR_EMAIL: "legal@corerank.example",
      SOCIAL_GITHUB_URL: "https://github.com/corerank",
      AMAZON_AFFILIATE_TAG: "corerank-20",
      TRUST_PROXY: 1,
    });
  });
});

describe("env", () => {
  afterEach(() => {
    delete process.env.MAX_RENDERS_IN_FLIGHT;
  });

  it("follows process.env as tests change it", () => {
    process.env.MAX_RENDERS_IN_FLIGHT = "7";
    expect(env.MAX_RENDERS_IN_FLIGHT).toBe(7);
    process.env.MAX_RENDERS_IN_FLIGHT = "9";
    expect(env.MAX_RENDERS_IN_FLIGHT).toBe(9);
    process.env.MAX_RENDERS_IN_FLIGHT = "many";
    expect(() => env.MAX_RENDERS_IN_FLIGHT).toThrow(/MAX_RENDERS_IN_FLIGHT/);
  });
});
