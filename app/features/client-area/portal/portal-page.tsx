import { lazy, Suspense } from "react";
import { PortalLoading } from "../portal-loading";
import { SampleNotice } from "../sample-notice";
import { SAMPLE_OVERVIEW } from "../sample-overview";
import { SampleUnlessSignedIn } from "../signed-in-prepaint";
import { usePortalToken } from "../use-portal-token";
import type { PortalContent } from "./portal-content";
import { PortalView, SettingsLink } from "./portal-view";

/** The signed-in portal is loaded only for a client with a token: visitors never download it. */
const SignedInPortal = lazy(() => import("./signed-in-portal"));

const SAMPLE_CONTENT: PortalContent = {
  overview: SAMPLE_OVERVIEW,
  project: SAMPLE_OVERVIEW.projects[0],
  teamName: "Your project lead",
  sample: true,
};

function SamplePortal() {
  return <PortalView content={SAMPLE_CONTENT} notice={<SampleNotice />} actions={<SettingsLink />} />;
}

/**
 * /client-portal: the sample data for a visitor, the client's own data once
 * signed in (docs/product/client-area.md § Sample portal and signed-in client). A token the server no
 * longer accepts is dropped and the visitor's page comes back.
 */
export function PortalPage() {
  const { token, forget } = usePortalToken();
  if (!token)
    return (
      <SampleUnlessSignedIn eyebrow="Client Portal">
        <SamplePortal />
      </SampleUnlessSignedIn>
    );
  return (
    <Suspense fallback={<PortalLoading eyebrow="Client Portal" />}>
      <SignedInPortal onSignedOut={forget} />
    </Suspense>
  );
}
