/** The placeholder shown while the route guard checks the session (spec: 'Loading...'). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-600" role="status">
      Loading...
    </div>
  );
}
