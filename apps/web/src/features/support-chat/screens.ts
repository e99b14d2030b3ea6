import type { FeatureModule } from '../../lib/feature-module';

/**
 * Support chat (issue 32): on desktop a "Chat with us" button in the bottom corner (the layout's
 * supportChat slot, spec 01 §1); on phones a page the menu's "Get Help" links to. Everything
 * past this file loads on use: the button is its own small chunk, the conversation another.
 */
export const feature: FeatureModule = {
  slots: {
    supportChat: () => import('./components/chat-launcher').then((m) => m.ChatLauncher),
  },
  routes: [
    {
      name: 'support-chat',
      path: '/support-chat',
      title: 'Chat with us',
      meta: { showHeader: true, showTopNav: true },
      load: () => import('./components/chat-page').then((m) => m.ChatPage),
    },
  ],
};
