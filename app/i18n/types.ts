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
import type tender from '#locales/zh-CN/tender.json';
import type tenderClarification from '#locales/zh-CN/tenderClarification.json';
import type tenderEvaluation from '#locales/zh-CN/tenderEvaluation.json';
import type tenderRegistration from '#locales/zh-CN/tenderRegistration.json';
import type tenderBid from '#locales/zh-CN/tenderBid.json';
import type biddingBid from '#locales/zh-CN/biddingBid.json';
import type bidding from '#locales/zh-CN/bidding.json';
import type contract from '#locales/zh-CN/contract.json';
import type contractDetail from '#locales/zh-CN/contractDetail.json';
import type exportsWords from '#locales/zh-CN/exports.json';
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
      tender: typeof tender;
      tenderClarification: typeof tenderClarification;
      tenderEvaluation: typeof tenderEvaluation;
      tenderRegistration: typeof tenderRegistration;
      tenderBid: typeof tenderBid;
      biddingBid: typeof biddingBid;
      bidding: typeof bidding;
      contract: typeof contract;
      contractDetail: typeof contractDetail;
      exports: typeof exportsWords;
      help: typeof help;
      errors: typeof errors;
    };
  }
}
