import { isRouteErrorResponse, useLocation } from "react-router";
import { UNEXPECTED_ERROR } from "./admin-texts";
import { BackToDashboard, SignOutForm } from "./admin-ui";
import { LoginForm } from "./login-form";

function AdminMessage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/**
 * What every admin page shows instead of its content when requirePanelAdmin or the
 * page refused: the login form for a signed-out request (status 200 for a
 * page, 401 for a refused post; the operator signs in and comes back here), an explanation for an account
 * without the admin role (403), a missing item (404) or a missing database (503).
 */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    // Signed out: the sign-in page (200 for a page, 401 for a refused post).
    if (error.data === "signed-out")
      return <LoginForm next={location.pathname + location.search} />;
    switch (error.status) {
      case 401:
        return <LoginForm next={location.pathname + location.search} />;
      case 403:
        return (
          <AdminMessage title="Access denied">
            <p className="mt-2 text-gray-700">
              This account does not have the admin role. Sign out and sign in with an admin account.
            </p>
            <div className="mt-4">
              <SignOutForm />
            </div>
          </AdminMessage>
        );
      case 404:
        return (
          <AdminMessage title={typeof error.data === "string" ? error.data : "Not found"}>
            <p className="mt-2 text-gray-700">
              It may have been deleted or renamed. The dashboard lists everything there is.
            </p>
            <BackToDashboard />
          </AdminMessage>
        );
      case 503:
        return (
          <AdminMessage title="The database is unavailable">
            <p className="mt-2 text-gray-700">
              The admin panel needs the database, which is not answering. Try again in a moment.
            </p>
          </AdminMessage>
        );
    }
  }
  return (
    <AdminMessage title={UNEXPECTED_ERROR}>
      <p className="mt-2 text-gray-700">Nothing was changed. Try again in a moment.</p>
      <BackToDashboard />
    </AdminMessage>
  );
}
