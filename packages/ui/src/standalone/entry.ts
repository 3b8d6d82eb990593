// A remote's page when it runs alone (createRemoteApp in @tjb/mf-config/webpack makes this its entry).
// The async boundary lets the federation runtime set up shared modules before any app code runs.
import('./bootstrap');
