import type { Metadata } from "next";
import { SolverScreen } from "@/components/solver/solver-screen";

export const metadata: Metadata = {
  title: "Solver",
  description: "Check a Sudoku puzzle, rate it and step through its logical solution.",
};

export default function SolverPage() {
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">Solver</h1>
      <SolverScreen />
    </div>
  );
}
