// What the call room says when it refuses someone (issue 17: 'a clear page, never a room').
// The spec gives no words; these are ours, shared by the API and the room page.
export const CALL_MESSAGES = {
  notFound: 'This call does not exist.',
  foreignLink: 'This link is not for this call. Please use the link from your booking email.',
  expiredLink: 'This link has expired.',
  signInOrLink: 'Please open the link from your booking email, or sign in if this is your session.',
  cancelled: 'This session was cancelled.',
  placeCancelled: 'Your place in this session was cancelled.',
  notOpenYet: 'The call opens 10 minutes before the session starts.',
  ended: 'This call has ended.',
  notBuiltInVideo: 'This session does not take place on Slotwise video.',
  removed: 'The host removed you from the call.',
  notBuiltInMedia: 'This call runs on LiveKit; join it from the call page.',
  expertOnly: 'Only the host can do this.',
  notInRoom: 'This participant is not in the call.',
  notRunning: 'This call is not running.',
  removeFromRoom: 'Remove participants and end the call from inside the room.',
} as const;
