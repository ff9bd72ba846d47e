// Typed translation keys: the Chinese files (the default language) define what keys exist.
import type common from '#locales/zh-CN/common.json';
import type layout from '#locales/zh-CN/layout.json';
import type home from '#locales/zh-CN/home.json';
import type lists from '#locales/zh-CN/lists.json';
import type shop from '#locales/zh-CN/shop.json';
import type detail from '#locales/zh-CN/detail.json';
import type auth from '#locales/zh-CN/auth.json';
import type member from '#locales/zh-CN/member.json';
import type admission from '#locales/zh-CN/admission.json';
import type messages from '#locales/zh-CN/messages.json';
import type chat from '#locales/zh-CN/chat.json';
import type inquiry from '#locales/zh-CN/inquiry.json';
import type quote from '#locales/zh-CN/quote.json';
import type help from '#locales/zh-CN/help.json';
import type errors from '#locales/zh-CN/errors.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      home: typeof home;
      lists: typeof lists;
      shop: typeof shop;
      detail: typeof detail;
      auth: typeof auth;
      member: typeof member;
      admission: typeof admission;
      messages: typeof messages;
      chat: typeof chat;
      inquiry: typeof inquiry;
      quote: typeof quote;
      help: typeof help;
      errors: typeof errors;
    };
  }
}
