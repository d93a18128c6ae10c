import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function Page() {
  return null;
}
