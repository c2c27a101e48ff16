import { lazy, Suspense } from "react";
import { PortalLoading } from "../portal-loading";
import { SampleNotice } from "../sample-notice";
import { SampleUnlessSignedIn } from "../signed-in-prepaint";
import { usePortalToken } from "../use-portal-token";
import { useSampleOverview } from "../use-sample-overview";
import type { PortalContent } from "./portal-content";
import { PortalView, SettingsLink } from "./portal-view";

/** The signed-in portal is loaded only for a client with a token: visitors never download it. */
const SignedInPortal = lazy(() => import("./signed-in-portal"));

function SamplePortal({ shownOn }: { shownOn: string }) {
  const overview = useSampleOverview(shownOn);
  const content: PortalContent = {
    overview,
    project: overview.projects[0],
    teamName: "Your project lead",
    sample: true,
  };
  return <PortalView content={content} notice={<SampleNotice />} actions={<SettingsLink />} />;
}

/**
 * /client-portal: the sample data for a visitor, the client's own data once
 * signed in (docs/product/client-area.md § Sample portal and signed-in client). A token the server no
 * longer accepts is dropped and the visitor's page comes back.
 */
export function PortalPage({ shownOn }: { shownOn: string }) {
  const { token, forget } = usePortalToken();
  if (!token)
    return (
      <SampleUnlessSignedIn eyebrow="Client Portal">
        <SamplePortal shownOn={shownOn} />
      </SampleUnlessSignedIn>
    );
  return (
    <Suspense fallback={<PortalLoading eyebrow="Client Portal" />}>
      <SignedInPortal onSignedOut={forget} />
    </Suspense>
  );
}
