// The messages the host app shows itself: its shell, pages and workspace (host), the sign-in screens (auth), the
// navbar's search (navbar-search), the keyboard map of /accessibility (keys; the Help widget registers it too), call
// failures its guards report (api), voice control's answers (voice) and every widget's title (titles: the picker,
// panel tabs, /widget/{name}). Widgets and shared views register their own when they load.
import apiMessages from 'virtual:tj-messages/api';
import authMessages from 'virtual:tj-messages/auth';
import hostMessages from 'virtual:tj-messages/host';
import keysMessages from 'virtual:tj-messages/keys';
import navbarSearchMessages from 'virtual:tj-messages/navbar-search';
import titleMessages from 'virtual:tj-messages/titles';
import voiceMessages from 'virtual:tj-messages/voice';
import { registerMessages } from '../src/i18n/i18n.ts';

void registerMessages(
  hostMessages,
  keysMessages,
  authMessages,
  navbarSearchMessages,
  apiMessages,
  titleMessages,
  voiceMessages,
);
