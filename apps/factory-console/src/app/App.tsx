import { loginActions } from '@wanju/api-client';
import { MSG, userTypeLabel } from '@wanju/domain';
import { AppHeader, Box, LoginForm, Tab, TabList, TabPanel, Tabs, ToastRegion, toast, UiRoot } from '@wanju/ui';
import { useSnapshot } from 'valtio';
import { FindSampleDesk, ReceivedRequests } from '../features/desk/DeskContainers';
import { DESK_TEXT } from '../features/desk/messages';
import { FactoryHomeView } from '../features/home/FactoryHomeView';
import { session, sessionState } from './session';

export function App() {
  const { user } = useSnapshot(sessionState);
  const logout = () => session.logout().then(() => toast.success(MSG.logoutSuccess));
  return (
    <UiRoot variant="dense">
      <AppHeader
        user={
          user
            ? { nickname: user.nickname, userTypeLabel: userTypeLabel(user.user_type), companyName: user.company_name }
            : null
        }
        onLogout={logout}
      />
      {user ? (
        <Tabs>
          <Box paddingX="lg">
            <TabList aria-label={DESK_TEXT.home}>
              <Tab id="home">{DESK_TEXT.home}</Tab>
              <Tab id="inquiry">{DESK_TEXT.inquiries}</Tab>
              <Tab id="supplement">{DESK_TEXT.supplements}</Tab>
              <Tab id="find">{DESK_TEXT.findSamples}</Tab>
            </TabList>
          </Box>
          <TabPanel id="home">
            <FactoryHomeView
              companyName={user.company_name}
              nickname={user.nickname}
              contact={user.company_contact}
              telephone={user.company_telephone}
              mobile={user.company_mobile}
            />
          </TabPanel>
          <TabPanel id="inquiry">
            <ReceivedRequests kind="inquiry" />
          </TabPanel>
          <TabPanel id="supplement">
            <ReceivedRequests kind="supplement" />
          </TabPanel>
          <TabPanel id="find">
            <FindSampleDesk />
          </TabPanel>
        </Tabs>
      ) : (
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <LoginForm title="工厂后台登录" {...loginActions(session)} />
        </Box>
      )}
      <ToastRegion />
    </UiRoot>
  );
}
