// The words of the limit on e-mails a customer may ask for (a new confirmation link, an e-mail change).
export const TOO_MANY_EMAILS =
  "You have asked for several e-mails in the last hour. Please wait and try again later.";
