export default async function codebase_documenter(input) {
  console.log("🧠 Running skill: codebase-documenter");
  
  // TODO: implement actual logic for this skill
  return {
    message: "Skill 'codebase-documenter' executed successfully!",
    input
  };
}
