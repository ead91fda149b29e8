/** Shows a short message (the app's toast), as every account-information container is given it. */
export type AccountToast = (message: string, tone?: 'neutral' | 'positive' | 'critical') => void;
