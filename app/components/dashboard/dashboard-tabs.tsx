import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { Tab, TabList, TabPanel, Tabs } from "#app/components/ui/tabs.tsx";
import { DASHBOARD_TABS, type DashboardTab } from "#app/domain/dashboard/location.ts";
import type { DashboardData } from "#app/domain/dashboard/views.ts";
import { AccountDetailsTab } from "./account-details-tab.tsx";
import { ApplicationsTab } from "./applications-tab.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { ProfilePassword } from "./profile-password.tsx";
import { SupportPanel } from "./support-panel.tsx";
import { useDashboardLocation } from "./use-dashboard-location.ts";

/** The four tabs (spec section 2); the chosen one is kept in the address, so it survives a reload. */
export function DashboardTabs({ dashboard }: { dashboard: DashboardData }) {
  const { location, changeTab } = useDashboardLocation(dashboard.location.applicationId);
  return (
    <Tabs
      value={location.tab}
      onValueChange={(tab) => changeTab({ tab: tab as DashboardTab })}
      className="mt-10"
    >
      <TabList aria-label="Dashboard">
        {DASHBOARD_TABS.map((tab) => (
          <Tab key={tab.id} value={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="applications">
        <PanelBoundary name="your applications">
          <ApplicationsTab dashboard={dashboard} location={location} onChangeView={changeTab} />
        </PanelBoundary>
      </TabPanel>
      <TabPanel value="account-details">
        <PanelBoundary name="your account details">
          <AccountDetailsTab dashboard={dashboard} location={location} />
        </PanelBoundary>
      </TabPanel>
      <TabPanel value="profile">
        <PanelBoundary name="your profile">
          <ProfileForm profile={dashboard.profile} />
          <ProfilePassword />
        </PanelBoundary>
      </TabPanel>
      <TabPanel value="support">
        <PanelBoundary name="the support options">
          <SupportPanel user={dashboard.user} />
        </PanelBoundary>
      </TabPanel>
    </Tabs>
  );
}
