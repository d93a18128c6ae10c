import { Form, Link, useLoaderData } from "react-router";
import { DELETE_CONFIRMATION } from "./admin-texts";
import { AdminPage, dangerButton, secondaryButton } from "./admin-ui";

export interface CpuDeleteConfirmationData {
  email: string;
  cpu: { id: string; name: string };
}

/**
 * The confirm prompt as a page, for a browser without the script (with it,
 * the dashboard asks with the browser's confirm dialog instead).
 */
export function CpuDeleteConfirmation() {
  const { email, cpu } = useLoaderData<CpuDeleteConfirmationData>();
  return (
    <AdminPage title={`Delete ${cpu.name}`} email={email}>
      <p className="mt-4 text-lg">{DELETE_CONFIRMATION}</p>
      <p className="mt-2 text-gray-700">
        {cpu.name} ({cpu.id}) and its benchmark results will be removed from every page. Visitors'
        submissions for it stay in the moderation queue.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action={`/admin/cpus/${cpu.id}/delete`}>
          <button type="submit" className={dangerButton}>
            Delete
          </button>
        </Form>
        <Link to="/admin" className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </AdminPage>
  );
}
