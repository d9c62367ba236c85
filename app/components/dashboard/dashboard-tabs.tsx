import { Tab, TabList, TabPanel, Tabs } from "#app/components/ui/tabs.tsx";
import { DASHBOARD_TABS, type DashboardTab } from "#app/domain/dashboard/location.ts";
import type { DashboardData } from "#app/domain/dashboard/views.ts";
import { AccountDetailsTab } from "./account-details-tab.tsx";
import { ApplicationsTab } from "./applications-tab.tsx";
import { ProfileForm } from "./profile-form.tsx";
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
        <ApplicationsTab dashboard={dashboard} location={location} onChangeView={changeTab} />
      </TabPanel>
      <TabPanel value="account-details">
        <AccountDetailsTab dashboard={dashboard} location={location} />
      </TabPanel>
      <TabPanel value="profile">
        <ProfileForm profile={dashboard.profile} />
      </TabPanel>
      <TabPanel value="support">
        <SupportPanel user={dashboard.user} />
      </TabPanel>
    </Tabs>
  );
}
