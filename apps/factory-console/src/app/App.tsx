import { IMPORT_TEXT, SignInFrame } from '@wanju/app-shell';
import { Box, CountBadge, Tab, TabList, TabPanel, Tabs } from '@wanju/ui';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ChatTab } from '../features/chat/ChatTab';
import { chat, consoleNav } from '../features/chat/chatStore';
import { FindSampleDesk, ReceivedRequests } from '../features/desk/DeskContainers';
import { DESK_TEXT } from '../features/desk/messages';
import { FactoryHomeView } from '../features/home/FactoryHomeView';
import { ImportPage } from '../features/import/ImportPage';
import { PRODUCT_TEXT } from '../features/products/messages';
import { ProductsPage, StockPage } from '../features/products/ProductsPage';
import { appSession } from './session';

/** The signed-in console: the live chat runs while it is shown, its unread total on the messages tab. */
function Console({ children }: { children: ReactNode }) {
  const { tab } = useSnapshot(consoleNav);
  const { unread } = useSnapshot(chat.chatState);
  useEffect(() => chat.startChat(), []);
  useEffect(() => {
    chat.chatState.open = tab === 'chat';
  }, [tab]);
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => {
        consoleNav.tab = String(key);
      }}
    >
      <Box paddingX="lg">
        <TabList aria-label={DESK_TEXT.home}>
          <Tab id="home">{DESK_TEXT.home}</Tab>
          {/* products, stock and batch import */}
          <Tab id="products">{PRODUCT_TEXT.products}</Tab>
          <Tab id="stock">{PRODUCT_TEXT.stock}</Tab>
          <Tab id="import">{IMPORT_TEXT.title}</Tab>
          <Tab id="inquiry">{DESK_TEXT.inquiries}</Tab>
          <Tab id="supplement">{DESK_TEXT.supplements}</Tab>
          <Tab id="find">{DESK_TEXT.findSamples}</Tab>
          <Tab id="chat">
            {DESK_TEXT.messages}
            <CountBadge count={unread.total} label="条未读" />
          </Tab>
        </TabList>
      </Box>
      {children}
    </Tabs>
  );
}

export function App() {
  return (
    <SignInFrame app={appSession} loginTitle="工厂后台登录" variant="dense">
      {(user) => (
        <Console>
          <TabPanel id="home">
            <FactoryHomeView
              companyName={user.company_name}
              nickname={user.nickname}
              contact={user.company_contact}
              telephone={user.company_telephone}
              mobile={user.company_mobile}
            />
          </TabPanel>
          {/* products, stock and batch import */}
          <TabPanel id="products">
            <ProductsPage />
          </TabPanel>
          <TabPanel id="stock">
            <StockPage />
          </TabPanel>
          <TabPanel id="import">
            <ImportPage />
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
          <TabPanel id="chat">
            <ChatTab />
          </TabPanel>
        </Console>
      )}
    </SignInFrame>
  );
}
