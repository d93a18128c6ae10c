import type about from "./messages/en/about";
import type catalog from "./messages/en/catalog";
import type common from "./messages/en/common";
import type compare from "./messages/en/compare";
import type connection from "./messages/en/connection";
import type cpu from "./messages/en/cpu";
import type filters from "./messages/en/filters";
import type forms from "./messages/en/forms";
import type home from "./messages/en/home";
import type legal from "./messages/en/legal";
import type methodology from "./messages/en/methodology";
import type newsletter from "./messages/en/newsletter";
import type ranking from "./messages/en/ranking";
import type specs from "./messages/en/specs";

/** Each page's messages live in a namespace; a page's loader sends only the namespaces it uses. */
export const NAMESPACES = [
  "common",
  "specs",
  "home",
  "compare",
  "ranking",
  "filters",
  "cpu",
  "catalog",
  "legal",
  "about",
  "methodology",
  "forms",
  "connection",
  "newsletter",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type MessageKey =
  | keyof typeof common
  | keyof typeof specs
  | keyof typeof home
  | keyof typeof compare
  | keyof typeof ranking
  | keyof typeof filters
  | keyof typeof cpu
  | keyof typeof catalog
  | keyof typeof legal
  | keyof typeof about
  | keyof typeof methodology
  | keyof typeof newsletter
  | keyof typeof forms
  | keyof typeof connection;
