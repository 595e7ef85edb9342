export declare const googleStandIn: {
  code: string;
  profile: { sub: string; email: string; email_verified: boolean; name: string; picture: string };
};
