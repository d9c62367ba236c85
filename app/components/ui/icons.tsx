import { __iconData as anchor } from "lucide-react/icons/anchor";
import { __iconData as badgeDollarSign } from "lucide-react/icons/badge-dollar-sign";
import { __iconData as calendarCheck } from "lucide-react/icons/calendar-check";
import { __iconData as chevronDown } from "lucide-react/icons/chevron-down";
import { __iconData as chevronLeft } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRight } from "lucide-react/icons/chevron-right";
import { __iconData as circleCheck } from "lucide-react/icons/circle-check";
import { __iconData as logOut } from "lucide-react/icons/log-out";
import { __iconData as mail } from "lucide-react/icons/mail";
import { __iconData as menu } from "lucide-react/icons/menu";
import { __iconData as phone } from "lucide-react/icons/phone";
import { __iconData as quote } from "lucide-react/icons/quote";
import { __iconData as shieldCheck } from "lucide-react/icons/shield-check";
import { __iconData as timer } from "lucide-react/icons/timer";
import { __iconData as triangleAlert } from "lucide-react/icons/triangle-exclamation-point";
import { __iconData as x } from "lucide-react/icons/x";
import { createElement, type JSX, type SVGProps } from "react";

// The site's icons are Lucide's artwork (the lucide-react package, ISC licence), read from each
// icon's data and drawn as plain SVG by `lucide()`. This module holds the icons of the site's
// frame and of the home page, which every visitor loads first; a component elsewhere draws its
// own with `lucide(data)`, so pages do not download each other's icons. lucide-react's own
// components build each icon at run time with helpers that cost about 1.5 KB of gzipped
// JavaScript on every page (docs/decisions/0009). vite.config.ts drops the
// unused component and the React keys from those modules. Icons are decorative unless told otherwise.

import type { IconNode } from "#app/types/lucide-icon-module.d.ts";
export type Icon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

export function lucide({ node }: { node: IconNode }): Icon {
  return (props) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}

export const Anchor = lucide(anchor);
export const BadgeDollarSign = lucide(badgeDollarSign);
export const CalendarCheck = lucide(calendarCheck);
export const ChevronDown = lucide(chevronDown);
export const ChevronLeft = lucide(chevronLeft);
export const ChevronRight = lucide(chevronRight);
export const CircleCheck = lucide(circleCheck);
export const LogOut = lucide(logOut);
export const Mail = lucide(mail);
export const Menu = lucide(menu);
export const Phone = lucide(phone);
export const Quote = lucide(quote);
export const ShieldCheck = lucide(shieldCheck);
export const Timer = lucide(timer);
export const TriangleAlert = lucide(triangleAlert);
export const X = lucide(x);
