import { pageSetup } from "~/modules/seo/page-setup.server";
import { seoMeta } from "~/modules/seo/seo";
import { visitorFormPage } from "~/modules/submissions/form-page.server";
import { issueFormDefaults, issuePagePath } from "~/modules/submissions/form-pages";
import { answerFormPost } from "~/modules/submissions/form-post.server";
import { IssueForm } from "~/modules/submissions/issue-form";
import { ISSUE_TYPES } from "~/modules/submissions/statuses";
import { issueForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/contact";

const PATH = "/contact";

export function loader(args: Route.LoaderArgs) {
  const { t } = pageSetup(args.request, args.params, []);
  return {
    ...visitorFormPage("issue", PATH, args),
    issueTypes: ISSUE_TYPES,
    defaults: issueFormDefaults(args.url.searchParams.get("url"), t),
  };
}

export function action(args: Route.ActionArgs) {
  return answerFormPost(issueForm, args, (pathname, report) =>
    issuePagePath(pathname, report.url, true),
  );
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issueTypes, defaults, sent, available } = loaderData;
  return (
    <IssueForm
      issueTypes={issueTypes}
      defaults={defaults}
      sent={sent}
      available={available}
      failure={actionData}
    />
  );
}
