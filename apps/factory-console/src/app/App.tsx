import { SignInFrame } from '@wanju/app-shell';
import { Box, Tab, TabList, TabPanel, Tabs } from '@wanju/ui';
import { FindSampleDesk, ReceivedRequests } from '../features/desk/DeskContainers';
import { DESK_TEXT } from '../features/desk/messages';
import { FactoryHomeView } from '../features/home/FactoryHomeView';
import { appSession } from './session';

export function App() {
  return (
    <SignInFrame app={appSession} loginTitle="工厂后台登录" variant="dense">
      {(user) => (
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
      )}
    </SignInFrame>
  );
}
