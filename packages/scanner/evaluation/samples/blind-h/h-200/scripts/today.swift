import EventKit
let store = EKEventStore()
let sem = DispatchSemaphore(value: 0)
store.requestFullAccessToEvents { granted, _ in
    if granted {
        let start = Calendar.current.startOfDay(for: Date())
        let end = Calendar.current.date(byAdding: .day, value: 1, to: start)!
        for e in store.events(matching: store.predicateForEvents(withStart: start, end: end, calendars: nil)) {
            print(e.startDate!, e.title ?? "")
        }
    }
    sem.signal()
}
sem.wait()
