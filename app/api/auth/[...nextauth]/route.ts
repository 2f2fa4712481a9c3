import NextAuth from "next-auth";
import { appContext } from "@/server/auth/app-context";
import { authOptions } from "@/server/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// Options per request: they come from the running server's context, which does not exist
// while Next builds.
function handler(request: Request, context: RouteContext): Promise<Response> {
  return NextAuth(request as never, context as never, authOptions(appContext()));
}

export { handler as GET, handler as POST };
